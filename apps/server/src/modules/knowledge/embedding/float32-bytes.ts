/** float32 values as little-endian bytes (the stored form of an embedding, whatever the host's order). */
export function float32Bytes(vector: Float32Array): Buffer {
  const bytes = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i += 1) bytes.writeFloatLE(vector[i] as number, i * 4);
  return bytes;
}

export function float32FromBytes(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(Math.floor(bytes.byteLength / 4));
  for (let i = 0; i < out.length; i += 1) out[i] = view.getFloat32(i * 4, true);
  return out;
}
