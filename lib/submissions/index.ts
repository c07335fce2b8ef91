export { createSubmissions, UPSTREAM_PATHS, type SubmissionDeps, type SubmissionKind, type Submissions } from './pipeline';
export { submissionSettings, JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT, type SubmissionSettings } from './config';
export { createMessagesTranslator, type Translate, type Translator } from './messages';
export { createMemoryRateLimiter, createRedisRateLimiter, createRateLimiter, type RateLimiter } from './rate-limit';
export { getSubmissionsDatabase } from './database';
export { applicationReference } from './reference';
