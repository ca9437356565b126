import { FakeOpenAi, apiError, refusalReply, type Reply } from './fake-openai.js';

/**
 * The local fake of the OpenAI API as a server of its own, failing every call the way asked,
 * to rehearse a provider outage against a running platform (docs/ai-provider.md):
 *
 *   node --import tsx services/generation/test/fake-openai.main.ts no_credit 4010
 *   OPENAI_API_KEY=sk-rehearsal OPENAI_BASE_URL=http://127.0.0.1:4010/v1 make stack
 *
 * Failures: bad_key, no_credit, model_gone, content_policy, refusal, overloaded. Moderation
 * answers as usual (notes and words still get checked). `bad_key` and `model_gone` fail the
 * start check too; the others show on the admin's queues page once a card has fallen back.
 */
const FAILURES: Record<string, () => Reply> = {
  bad_key: () => apiError(401, 'Incorrect API key provided', 'invalid_api_key'),
  no_credit: () => apiError(429, 'You exceeded your current quota', 'insufficient_quota', 'insufficient_quota'),
  model_gone: () => apiError(404, 'The model does not exist', 'model_not_found'),
  content_policy: () => apiError(400, 'Your request was rejected as a result of our safety system.', 'content_policy_violation'),
  refusal: () => ({ status: 200, body: refusalReply() }),
  overloaded: () => apiError(503, 'overloaded', null, 'server_error'),
};

const [failure = 'no_credit', port = '4010'] = process.argv.slice(2);
const reply = FAILURES[failure];
if (!reply) {
  console.error(`Unknown failure "${failure}": use one of ${Object.keys(FAILURES).join(', ')}`);
  process.exit(2);
}
const fake = await new FakeOpenAi().start(Number(port));
fake.failAll(reply);
console.log(`fake OpenAI failing every call with ${failure} at ${fake.url} (Ctrl-C to stop)`);
process.on('SIGINT', () => void fake.stop().then(() => process.exit(0)));
process.on('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
