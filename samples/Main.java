import java.io.BufferedReader;
import java.io.InputStreamReader;

/**
 * HDU 1043 answers, checked by hand:
 *   1 2 3 x 4 6 7 5 8 -> rdr
 *   4 1 2 x 5 3 7 8 6 -> rdrdl   (wrong: step 4 leaves the board)
 *   1 2 3 x 4 6 7 5 8 -> rdrlr   (valid, but longer than a shortest one)
 */
public class Main {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int lr = 0;
        while ((line = in.readLine()) != null) {
            lr += line.length();
        }
        System.out.println(lr);
    }
}
