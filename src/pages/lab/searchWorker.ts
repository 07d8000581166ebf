// The page's side of the Web Worker. VS Code serves extension files to a
// webview from another origin, and a worker must come from the page's own, so
// the page fetches the worker's script (CSP connect-src: the extension's own
// resources) and starts it from a blob: URL (CSP worker-src blob:). Stop ends
// the worker outright: a search never pauses to read messages.
import {
  encodeWorkerRequest,
  parseWorkerReply,
  WorkerReply,
  WorkerRequest,
} from '../../protocol/labMessages';

export class SearchWorker {
  private worker: Worker | undefined;
  private blobUrl: Promise<string> | undefined;

  constructor(
    private readonly scriptUrl: string,
    private readonly onReply: (reply: WorkerReply) => void,
    private readonly onError: (message: string) => void,
  ) {}

  async send(request: WorkerRequest): Promise<void> {
    const worker = await this.started();
    worker.postMessage(encodeWorkerRequest(request));
  }

  /** Ends whatever the worker is doing; the next request starts a fresh one. */
  stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }

  private async started(): Promise<Worker> {
    if (this.worker) return this.worker;
    this.blobUrl ??= fetch(this.scriptUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.text();
      })
      .then((text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' })));
    const url = await this.blobUrl.catch((error: unknown) => {
      this.blobUrl = undefined;
      throw error;
    });
    const worker = new Worker(url);
    worker.onmessage = (event: MessageEvent) => {
      const reply = parseWorkerReply(event.data);
      if (reply && worker === this.worker) this.onReply(reply);
    };
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      if (worker === this.worker) this.onError(event.message);
    };
    this.worker = worker;
    return worker;
  }
}
