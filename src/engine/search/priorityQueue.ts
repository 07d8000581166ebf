/**
 * A binary min-heap of node numbers by an integer priority, in typed arrays
 * that double when full. Stale entries are the caller's to skip (a node
 * pushed again with a better priority leaves its old entry behind), which is
 * cheaper than finding and moving the old one.
 */
export class PriorityQueue {
  private priorities = new Float64Array(1024);
  private nodes = new Int32Array(1024);
  size = 0;

  push(node: number, priority: number): void {
    if (this.size === this.nodes.length) this.grow();
    let at = this.size++;
    const { priorities, nodes } = this;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (priorities[parent] <= priority) break;
      priorities[at] = priorities[parent];
      nodes[at] = nodes[parent];
      at = parent;
    }
    priorities[at] = priority;
    nodes[at] = node;
  }

  /** The node of least priority, removed; −1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const { priorities, nodes } = this;
    const top = nodes[0];
    const last = --this.size;
    const priority = priorities[last];
    const node = nodes[last];
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= last) break;
      if (child + 1 < last && priorities[child + 1] < priorities[child]) child++;
      if (priorities[child] >= priority) break;
      priorities[at] = priorities[child];
      nodes[at] = nodes[child];
      at = child;
    }
    priorities[at] = priority;
    nodes[at] = node;
    return top;
  }

  private grow(): void {
    const priorities = new Float64Array(this.nodes.length * 2);
    priorities.set(this.priorities);
    const nodes = new Int32Array(this.nodes.length * 2);
    nodes.set(this.nodes);
    this.priorities = priorities;
    this.nodes = nodes;
  }
}
