// Moved to lib/ so other features (scan login) share the one parser.
export { parseSseChunk, type SseMessage } from '../../../lib/sse-parse';
