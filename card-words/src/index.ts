export type { CardBrief, CardWords, WritingRequest } from './card-brief.js';
export { compositionFor, knownWords, toneOf, writeOption, type WrittenOption } from './card-writer.js';
export { readNotes, SENSITIVE_WORDS, type Fact, type FactKind, type FactOwner, type FactTime, type NotesReading } from './notes-reader.js';
export { agree, isPhraseName, partyOf, signedAs, type Party } from './party-grammar.js';
export { isCoupleOccasion, isSolemnOccasion, LIBRARY, linesFor, TONES, type Tone } from './phrases.js';
export { proseFindings, warmProseCheck } from './prose-check.js';
export { bondOf, bondProblems, type Bond } from './relationship.js';
export { doubledPhrases, overusedWords, stutters } from './said-once.js';
export {
  checkWords,
  isGentle,
  partsOf,
  suitableFacts,
  tenseProblems,
  WORD_RULES,
  type WordsBrief,
  type WordsCheck,
} from './words-checker.js';
export { contentWords, jaccard, longestSharedRun, wordsOf } from './word-overlap.js';
export { formProblems, voiceOf, VOICES, type Voice } from './voices.js';
