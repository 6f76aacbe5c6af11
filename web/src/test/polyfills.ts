import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// @mui/x-charts clones its state with structuredClone, which jsdom does not provide.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}
