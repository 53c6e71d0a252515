/** `prowrite <command>`: extract (facts of a source file as JSON), layouts (registered layouts as JSON). */
const commands: Record<string, (args: string[]) => Promise<number>> = {};

export function registerCommand(name: string, run: (args: string[]) => Promise<number>): void {
  commands[name] = run;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const run = name ? commands[name] : undefined;
  if (!run) {
    process.stderr.write(`usage: prowrite <${Object.keys(commands).join('|') || 'command'}> [args]\n`);
    return 1;
  }
  return run(args);
}

process.exitCode = await main(process.argv.slice(2));
