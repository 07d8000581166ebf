/** FNV-1a of `data[start, end)`: what the cache files carry, so a damaged one is refused, never trusted. */
export function checksum(data: Uint8Array, start = 0, end = data.length): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ data[i], 0x01000193);
  return hash >>> 0;
}
