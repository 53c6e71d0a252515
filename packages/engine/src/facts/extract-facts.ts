import type { Facts } from '@prowrite/contracts';
import type { SourceDocument } from '../source/source-document';
import { findAbbreviations } from './abbreviations';
import { extractArmResults } from './arm-results';
import { extractArms } from './arms';
import { extractBlinding } from './blinding';
import { extractCitation } from './citation';
import { buildContext } from './context';
import { extractCycleLength } from './cycle';
import { extractDesign } from './design';
import { isWholePhrase } from '../text/whole-phrase';
import { extractFigures, extractKeySentences, extractTables, extractTitle } from './document-parts';
import { extractPrimaryEndpoint, extractSecondaryEndpoints } from './endpoints';
import { extractEffects } from './effects';
import { markPrimaryEffects } from './primary-effects';
import { extractHazardRatios } from './hazard-ratios';
import { extractLimitations } from './limitations';
import { markOcrProvenance } from './mark-ocr';
import { extractMedians } from './medians';
import { extractObjectives } from './objectives';
import {
  extractDataSource,
  extractExposure,
  extractGroupBalance,
  extractObservationalDesign,
  extractStudyPeriod,
  extractStudySize,
} from './observational';
import { extractPhase } from './phase';
import { extractPlannedN } from './planned-size';
import { extractPrimaryResult } from './primary-result';
import {
  extractInclusionCriteria,
  extractPatientsBasicInfo,
  extractStratificationFactors,
} from './population';
import { extractExclusionCriteria } from './exclusion';
import { extractNRandomized, extractRatio } from './randomisation';
import { extractRegistryId } from './registry';
import { isChineseDocument } from './zh/language';
import { withChineseFacts } from './zh/extract-zh';

/**
 * Clinical-trial facts of one source document, each with the page and exact quote it was read from.
 * Deterministic and offline: the same document always gives the same facts. What is not stated is null or [].
 */
export function extractFacts(doc: SourceDocument): Facts {
  const ctx = buildContext(doc);
  const glossary = findAbbreviations(ctx);
  const { arms, names } = extractArms(ctx, glossary);
  const title = extractTitle(ctx);
  const hazardRatios = extractHazardRatios(ctx);
  // An endpoint read as a clause's subject may be a piece of it ("A log-rank test confirmed that there"):
  // an effect keeps only a whole phrase as its endpoint (decision 0086).
  const whole = extractEffects(ctx, hazardRatios).map((e) =>
    e.endpoint && !isWholePhrase(e.endpoint) ? { ...e, endpoint: '' } : e,
  );
  const effects = markPrimaryEffects(ctx, whole, glossary);
  const primaryEndpoint = extractPrimaryEndpoint(ctx, glossary);
  const design = extractDesign(ctx, arms);
  const facts: Facts = {
    title,
    registry_id: extractRegistryId(ctx),
    phase: extractPhase(ctx),
    blinding: extractBlinding(ctx),
    design,
    n_randomized: extractNRandomized(ctx, arms, design?.value ?? null),
    planned_n: extractPlannedN(ctx),
    objectives: extractObjectives(ctx),
    ratio: extractRatio(ctx),
    cycle_length: extractCycleLength(ctx),
    arms,
    primary_endpoint: primaryEndpoint,
    secondary_endpoints: extractSecondaryEndpoints(ctx, glossary),
    stratification_factors: extractStratificationFactors(ctx),
    inclusion_criteria: extractInclusionCriteria(ctx),
    exclusion_criteria: extractExclusionCriteria(ctx),
    patients_basic_info: extractPatientsBasicInfo(ctx),
    hazard_ratios: hazardRatios,
    medians: extractMedians(ctx, names),
    effects,
    results: extractArmResults(ctx, names, glossary),
    primary_result: extractPrimaryResult(ctx, names, primaryEndpoint, effects, glossary),
    tables: extractTables(ctx),
    figures: extractFigures(ctx),
    key_sentences: extractKeySentences(ctx),
    observational_design: extractObservationalDesign(ctx),
    n_included: extractStudySize(ctx),
    exposure: extractExposure(ctx),
    data_source: extractDataSource(ctx),
    study_period: extractStudyPeriod(ctx),
    group_balance: extractGroupBalance(ctx),
    limitations: extractLimitations(ctx),
    citation: extractCitation(doc, title),
  };
  // A Chinese paper is read by the Chinese readers (facts/zh); the English readers fill what they leave.
  return markOcrProvenance(doc, isChineseDocument(doc) ? withChineseFacts(ctx, facts) : facts);
}
