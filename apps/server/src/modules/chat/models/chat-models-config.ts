/** A model chat may answer with; the premium one is used for members who switched it on. */
export type ChatModel = { name: string; premium: boolean };

/** At most this many models; a name at most this long (what an OpenAI-compatible server accepts). */
const MAX_MODELS = 20;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$/;

/**
 * CHAT_MODELS: `name[:premium], …` (comma or space separated), e.g. `gpt-4o-mini, gpt-4o:premium`. LLM_MODEL is
 * always the standard model and listed first; at most one model is premium (the member switch is on or off).
 * Returns the reason when the value is malformed.
 */
export function parseChatModels(value: string, standard: string): ChatModel[] | string {
  const models: ChatModel[] = [{ name: standard, premium: false }];
  const entries = value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const premium = /:premium$/i.test(entry);
    const name = premium ? entry.slice(0, -':premium'.length) : entry;
    if (!NAME.test(name)) return `"${entry}" is not a model name (letters, digits and . _ : / @ + -)`;
    const known = models.find((m) => m.name === name);
    if (known) known.premium ||= premium;
    else models.push({ name, premium });
  }
  if (models.length > MAX_MODELS) return `at most ${MAX_MODELS} models`;
  if (models.filter((m) => m.premium).length > 1) return 'at most one model may be marked :premium';
  if (models[0]!.premium) return `the standard model (LLM_MODEL, ${standard}) cannot be the premium one`;
  return models;
}
