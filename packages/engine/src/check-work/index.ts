export {
  type CheckWorkInput,
  checkWork,
  type Finding,
  isThin,
  MIN_SLIDE_FILL,
  type PrimaryCheck,
  reportedPrimaryValues,
  type WorkCheck,
} from './check-work';
export { englishSentences, letterCounts, quotedLetters, withoutMarkedQuotes } from './language';
export { isNeutralToken, withoutProperNames } from './proper-names';
export { articleTexts, deckTexts, isLabelId, type ShownText } from './placed-text';
export { truncation } from './truncation';
