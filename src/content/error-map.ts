// Every message an editor sees is worded under error-map/, one file per kind of mistake: keys, values, sizes,
// YAML syntax, files and links, the brand, the forms' questions, translations, and what stands between a sample and going live. This is their one door.
export { schemaProblems } from './error-map/schema-problems';
export { syntaxWording } from './error-map/syntax-wording';
export { commaCutWording } from './error-map/key-problems';
export { wording } from './error-map/file-wording';
export { goLiveWording } from './error-map/go-live-wording';
export { brandWording } from './error-map/brand-wording';
export { questionWording } from './error-map/question-wording';
export { translationWording } from './error-map/translation-wording';
export { translationFileWording } from './error-map/translation-file-wording';
export type { Problem, Wording, SchemaContext } from './error-map/describe';
