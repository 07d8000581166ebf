// The board page's way out, through the kit's page host: the board's
// protocol (src/protocol/messages.ts) and its saved BoardState.
import {
  BoardState,
  boardStateData,
  encodeWebviewMessage,
  HostMessage,
  parseBoardState,
  parseHostMessage,
  WebviewMessage,
} from '../../protocol/messages';
import { connectPage, PageHost } from '../kit/host';

export type Host = PageHost<WebviewMessage, HostMessage, BoardState>;

export function connectToHost(): Host {
  return connectPage({
    encodeMessage: encodeWebviewMessage,
    parseMessage: parseHostMessage,
    encodeState: boardStateData,
    parseState: parseBoardState,
  });
}
