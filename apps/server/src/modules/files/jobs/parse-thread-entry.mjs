// Worker-thread entry: registers tsx in this thread so the TypeScript parser module can load.
import { register } from 'tsx/esm/api';

register();
await import('./parse-thread.ts');
