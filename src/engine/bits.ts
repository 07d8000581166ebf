/** How many bits each 10-bit mask has set: masks of used cell values 1–9. */
export const BITS_SET = Uint8Array.from({ length: 1 << 10 }, (_, mask) => {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
});
