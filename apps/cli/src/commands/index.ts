import { checkWorkCommand } from './check-work';
import { extractCommand } from './extract';
import { kbEvalCommand } from './kb-eval';
import { layoutsCommand } from './layouts';

/** A CLI command: receives the arguments after its name, resolves to the process exit code. */
export type Command = (args: string[]) => Promise<number>;

export const commands: Record<string, Command> = {
  'check-work': checkWorkCommand,
  extract: extractCommand,
  'kb-eval': kbEvalCommand,
  layouts: layoutsCommand,
};
