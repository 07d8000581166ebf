// Drives one board page the way the host and the user do, and reads it back
// through the DOM contract (#board, #moves, #step, …) only.
import type { Page } from 'playwright-core';
import { Board } from '../../src/engine';
import type { BoardStateData, WebviewMessageData } from '../../src/protocol/messages';

declare global {
  interface Window {
    __posted: WebviewMessageData[];
    __violations: string[];
  }
}

export interface Tile {
  readonly cell: string | undefined;
  readonly value: string | undefined;
  readonly blank: boolean;
  readonly label: string | null;
}

export class BoardDriver {
  /** Loads are numbered as the host numbers them. */
  private revision = 0;

  constructor(readonly page: Page) {}

  /** Waits until the script has built the board. */
  async ready(): Promise<this> {
    await this.page.waitForSelector('#board button.tile >> nth=8');
    return this;
  }

  tiles(): Promise<Tile[]> {
    return this.page.$$eval('#board > *', (tiles) =>
      tiles.map((tile) => ({
        cell: (tile as HTMLElement).dataset.cell,
        value: (tile as HTMLElement).dataset.value,
        blank: tile.classList.contains('blank') && tile.matches('button.tile'),
        label: tile.getAttribute('aria-label'),
      })),
    );
  }

  /**
   * The board on screen, from the tiles' data-value; the blank is the number of cells (9 on 3×3, 16 on 4×4).
   */
  async board(): Promise<Board> {
    const tiles = await this.tiles();
    return tiles.map((tile) => (tile.value === '' ? tiles.length : Number(tile.value)));
  }

  /** Waits until the board on screen is `expected` (read as board() reads it). */
  async waitForBoard(expected: Board): Promise<void> {
    try {
      await this.page.waitForFunction(
        (cells) => {
          const tiles = [...document.querySelectorAll<HTMLElement>('#board > *')];
          return (
            tiles.length === cells.length &&
            tiles.every(
              (tile, index) =>
                (tile.dataset.value === '' ? tiles.length : Number(tile.dataset.value)) === cells[index],
            )
          );
        },
        expected,
        { timeout: 5000 },
      );
    } catch {
      throw new Error(
        `the board should be ${JSON.stringify(expected)}, but is ${JSON.stringify(await this.board())}`,
      );
    }
  }

  /** The tiles' places on screen, as rows and columns of the grid they are drawn in. */
  async layout(): Promise<{ rows: number; columns: number; cells: { row: number; column: number }[] }> {
    const boxes = await this.page.$$eval('#board button.tile', (tiles) =>
      tiles
        .map((tile) => tile.getBoundingClientRect())
        .map((box) => ({ x: Math.round(box.x), y: Math.round(box.y) })),
    );
    const xs = [...new Set(boxes.map((box) => box.x))].sort((a, b) => a - b);
    const ys = [...new Set(boxes.map((box) => box.y))].sort((a, b) => a - b);
    return {
      rows: ys.length,
      columns: xs.length,
      cells: boxes.map((box) => ({ row: ys.indexOf(box.y), column: xs.indexOf(box.x) })),
    };
  }

  text(selector: string): Promise<string> {
    return this.page.$eval(selector, (element) => element.textContent ?? '');
  }

  async waitForText(selector: string, text: string): Promise<void> {
    try {
      await this.page.waitForFunction(
        ([s, t]) => document.querySelector(s)?.textContent === t,
        [selector, text] as const,
        { timeout: 5000 },
      );
    } catch {
      throw new Error(
        `${selector} should say ${JSON.stringify(text)}, but says ${JSON.stringify(await this.text(selector))}`,
      );
    }
  }

  moveLetters(): Promise<{ letters: string; current: number }> {
    return this.page.$$eval('#moves span.move', (spans) => ({
      letters: spans.map((span) => span.textContent).join(''),
      current: spans.findIndex((span) => span.classList.contains('current')),
    }));
  }

  /** What the page posted, as data, as the host receives it. */
  posted(): Promise<WebviewMessageData[]> {
    return this.page.evaluate(() => window.__posted);
  }

  async clearPosted(): Promise<void> {
    await this.page.evaluate(() => {
      window.__posted = [];
    });
  }

  /** The last state the page handed to setState. */
  saved(): Promise<unknown> {
    return this.page.evaluate(() => {
      const saved = sessionStorage.getItem('eight-puzzle-state');
      return saved === null ? undefined : (JSON.parse(saved) as unknown);
    });
  }

  violations(): Promise<string[]> {
    return this.page.evaluate(() => window.__violations);
  }

  /**
   * Posts to the page as the host does (a HostMessage, or anything else to see that the page ignores it), and
   * waits until the page has seen it.
   */
  async send(message: unknown): Promise<void> {
    await this.page.evaluate((data) => window.postMessage(data, '*'), message);
    await this.flush();
  }

  async load(state: BoardStateData): Promise<void> {
    this.revision++;
    await this.send({ type: 'load', state, revision: this.revision });
  }

  /**
   * Resolves once every message posted before it has been dispatched:
   * messages to a window arrive in order, so a marker posted last arrives last.
   */
  async flush(): Promise<void> {
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const marker = `flush-${Math.random()}`;
          const seen = (event: MessageEvent): void => {
            if (event.data !== marker) return;
            window.removeEventListener('message', seen);
            resolve();
          };
          window.addEventListener('message', seen);
          window.postMessage(marker, '*');
        }),
    );
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async clickCell(cell: number): Promise<void> {
    await this.page.click(`#board button.tile[data-cell="${cell}"]`);
  }
}
