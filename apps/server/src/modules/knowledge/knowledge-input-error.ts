/**
 * An item that cannot be ingested as it is, with the reason in plain words. `allowRetry` says whether trying
 * again may succeed (the site was down, the network timed out) or not (blocked address, encrypted PDF,
 * unsupported type): the item's `is_allow_retry` shows the user which it is.
 */
export class KnowledgeInputError extends Error {
  constructor(
    message: string,
    readonly allowRetry: boolean,
  ) {
    super(message);
    this.name = 'KnowledgeInputError';
  }
}
