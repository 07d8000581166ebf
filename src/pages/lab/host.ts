// The lab page's way out, through the kit's page host: the lab's protocol
// (src/protocol/labMessages.ts) and its saved state.
import {
  LabHostMessage,
  labSavedStateData,
  LabPageMessage,
  LabSavedState,
  parseLabHostMessage,
  parseLabSavedState,
} from '../../protocol/labMessages';
import { connectPage, PageHost } from '../kit/host';

export type LabHost = PageHost<LabPageMessage, LabHostMessage, LabSavedState>;

export function connectToLabHost(): LabHost {
  // The page's messages are plain data already: they carry no puzzle.
  return connectPage({
    encodeMessage: (message: LabPageMessage) => message,
    parseMessage: parseLabHostMessage,
    encodeState: labSavedStateData,
    parseState: parseLabSavedState,
  });
}
