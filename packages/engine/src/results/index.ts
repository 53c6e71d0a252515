export { DESIGN_TERMS, EFFECT_MEASURES, termZh } from './medical-terms';
export {
  cleanEndpoint,
  type PrimaryStatement,
  primaryStatement,
  pValueIn,
  statementSignificance,
  statementSources,
} from './primary-statement';
export {
  armsText,
  armValueText,
  comparisonText,
  effectText,
  endpointName,
  layNotReportedSentence,
  layPrimarySentence,
  primaryResultSentence,
  primaryResultWithin,
} from './primary-text';
