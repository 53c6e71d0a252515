/** `prowrite <command>`: extract (facts of a source file as JSON), layouts (registered layouts as JSON). */
import { commands } from './commands';

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const run = name ? commands[name] : undefined;
  if (!run) {
    process.stderr.write(`usage: prowrite <${Object.keys(commands).join('|')}> [args]\n`);
    return 1;
  }
  return run(args);
}

process.exitCode = await main(process.argv.slice(2));
