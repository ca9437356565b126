import { writeOption, type CardWords } from '@cards/card-words';
import { createLogger } from '@cards/kit';
import {
  FallbackImageGenerator,
  GuardedTextGenerator,
  OfflineImageGenerator,
  OfflineTextGenerator,
  OpenAiImageGenerator,
  OpenAiTextGenerator,
  ProviderFallback,
  WordListModerator,
  type ProviderMeter,
  type ProviderUsage,
  type TextRequest,
} from '@cards/generation/providers';
import { FakeOpenAi, IMAGE_USAGE, answerOf, imageReply, usageFor, wordsReply } from '../../services/generation/test/fake-openai.js';

/**
 * bench/provider-cost: what a card costs through the AI provider, words and artwork apart. The
 * real generators (guard, Responses API, images API) run against the local fake, which counts
 * tokens as the provider would (about four characters a token, plus `BENCH_REASONING_TOKENS`
 * of thinking per answer) and answers each option with words that keep the rules. Priced at
 * the configured prices (USD): `PROVIDER_PRICE_TEXT_INPUT_PER_MTOK`, `..._OUTPUT_PER_MTOK`,
 * `PROVIDER_PRICE_PER_IMAGE`, shown in GBP at `PROVIDER_USD_TO_GBP`. Each card is generated
 * (three options) and then one option regenerated five times: the regenerates' prompt grows
 * with the card's history only up to the cap, so the goal is the fifth regenerate's input
 * within 1.5× that of the first generate's last option (the baseline, measured in the same run,
 * with as many sibling options in its prompt), and a card's
 * provider cost within `PROVIDER_BUDGET_GBP` (default 0.40, a tenth of a 3.95 card).
 */
export const name = 'provider-cost';

const num = (key: string, fallback: number) => Number(process.env[key] ?? fallback);
const PRICES = {
  input: num('PROVIDER_PRICE_TEXT_INPUT_PER_MTOK', 1.0),
  output: num('PROVIDER_PRICE_TEXT_OUTPUT_PER_MTOK', 5.0),
  image: num('PROVIDER_PRICE_PER_IMAGE', 0.045),
  gbp: num('PROVIDER_USD_TO_GBP', 0.79),
  budget: num('PROVIDER_BUDGET_GBP', 0.4),
};
const REASONING = num('BENCH_REASONING_TOKENS', 150);
const OPTIONS = 3;
const REGENERATES = 5;

/** The curated sample briefs: an occasion, a voice and a few details each. */
const BRIEFS: Array<Pick<TextRequest, 'occasion' | 'persona' | 'recipient_name' | 'sender_name' | 'details'>> = [
  {
    occasion: { slug: 'birthday', name: 'Birthday' },
    persona: null,
    recipient_name: 'Grandma Rose',
    sender_name: 'Ellie',
    details: 'Turning 90. Loves her garden and Sunday crosswords. We had tea at Kew last summer.',
  },
  {
    occasion: { slug: 'anniversary', name: 'Anniversary' },
    persona: { slug: 'poetic', name: 'Poetic', tone_prompt: 'In verse' },
    recipient_name: 'Priya',
    sender_name: 'Tom',
    details: 'My wife. We met at a rainy bus stop in Leeds.',
  },
  {
    occasion: { slug: 'christmas', name: 'Christmas' },
    persona: { slug: 'witty', name: 'Witty', tone_prompt: 'Light and funny' },
    recipient_name: 'the Hendersons',
    sender_name: 'Jo & Sam',
    details: 'Our lovely neighbours. Fed the cat every day while we were in Spain.',
  },
  {
    occasion: { slug: 'get-well', name: 'Get Well' },
    persona: null,
    recipient_name: 'Dad',
    sender_name: 'Ellie and Tom',
    details: 'Broke his wrist playing cricket. Loves his allotment.',
  },
];

interface Tally {
  calls: number;
  input: number;
  output: number;
  images: number;
}
const empty = (): Tally => ({ calls: 0, input: 0, output: 0, images: 0 });
const usd = (t: Tally, part: ProviderUsage['part']) =>
  part === 'words' ? (t.input * PRICES.input + t.output * PRICES.output) / 1e6 : t.images * PRICES.image;

/** The real generators against the fake, reporting into `tally`; `next` sets the words the fake answers with. */
async function setUp() {
  const fake = await new FakeOpenAi().start();
  const log = createLogger('provider-cost-bench', 'silent');
  const tally = { words: empty(), artwork: empty(), fallbacks: 0 };
  const meter: ProviderMeter = {
    used: (u) => {
      const t = tally[u.part];
      t.calls++;
      t.input += u.inputTokens;
      t.output += u.outputTokens;
      t.images += u.images;
    },
    fellBack: () => void tally.fallbacks++,
  };
  const common = { apiKey: 'sk-bench', baseURL: fake.url, maxRetries: 0, timeoutMs: 10_000, meter };
  const text = new GuardedTextGenerator({
    writer: new OpenAiTextGenerator({ ...common, model: 'gpt-6.1-terra', maxOutputTokens: 1200 }),
    fallback: new OfflineTextGenerator(),
    moderator: new WordListModerator(),
    log,
    policy: new ProviderFallback({ part: 'words', log, meter }),
  });
  const image = new FallbackImageGenerator({
    primary: new OpenAiImageGenerator({ ...common, model: 'gpt-image-2.6-flare', quality: 'medium' }),
    fallback: new OfflineImageGenerator(),
    policy: new ProviderFallback({ part: 'artwork', log, meter }),
  });
  const answer = { next: undefined as CardWords | undefined };
  fake.whenIdle('/images/generations', () => ({ status: 200, body: { ...imageReply(), usage: IMAGE_USAGE } }));
  // The model's answer for the option being asked: the words a good writer would give (the offline writer's, which keep the rules).
  fake.whenIdle('/responses', (body) => ({
    status: 200,
    body: wordsReply(answerOf(answer.next!), { usage: usageFor(body, JSON.stringify(answerOf(answer.next!)), REASONING) }),
  }));
  return { fake, tally, text, image, answer };
}
type Bench = Awaited<ReturnType<typeof setUp>>;

const signal = () => AbortSignal.timeout(30_000);

/** One card: its options made, then one option regenerated; what it cost and the input tokens of the calls compared. */
async function oneCard(bench: Bench, b: number, brief: (typeof BRIEFS)[number]) {
  const { tally, text, image, answer } = bench;
  const ask = async (req: TextRequest) => {
    answer.next = (await writeOption(req)).words;
    const before = tally.words.input;
    const words = await text.generate(req, signal(), { last: true });
    return { words, input: tally.words.input - before };
  };
  const before = { words: { ...tally.words }, artwork: { ...tally.artwork } };
  const made: CardWords[] = [];
  let baseline = 0;
  for (let option = 0; option < OPTIONS; option++) {
    const id = 900 + b * 10 + option;
    const req: TextRequest = {
      ...brief,
      instanceId: id,
      version: 1,
      cardId: 900 + b,
      option,
      style: null,
      siblings: [...made],
      accountId: b,
    };
    const { words, input } = await ask(req);
    made.push(words);
    baseline = input;
    await image.generate({ ...req, style: null }, signal(), { last: true });
  }
  const cost = { words: usd(diff(tally.words, before.words), 'words'), artwork: usd(diff(tally.artwork, before.artwork), 'artwork') };
  // One option regenerated again and again: the card's history grows, the prompt only to its cap.
  const earlier: CardWords[] = [];
  let previous = made[0]!;
  let last = 0;
  for (let v = 2; v <= REGENERATES + 1; v++) {
    const req: TextRequest = {
      ...brief,
      instanceId: 900 + b * 10,
      version: v,
      cardId: 900 + b,
      option: 0,
      style: null,
      previous,
      siblings: made.slice(1),
      earlier: [...earlier],
      accountId: b,
    };
    earlier.push(previous);
    ({ words: previous, input: last } = await ask(req));
  }
  return { cost, baseline, last };
}

export async function run(): Promise<{ ok: boolean }> {
  const bench = await setUp();
  const cards: Array<Awaited<ReturnType<typeof oneCard>>> = [];
  try {
    for (const [b, brief] of BRIEFS.entries()) cards.push(await oneCard(bench, b, brief));
  } finally {
    await bench.fake.stop();
  }
  const { tally } = bench;
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const words = avg(cards.map((c) => c.cost.words));
  const artwork = avg(cards.map((c) => c.cost.artwork));
  const gbp = (x: number) => `£${(x * PRICES.gbp).toFixed(4)}`;
  console.log(
    `prices (USD): words ${PRICES.input}/${PRICES.output} per million input/output tokens, artwork ${PRICES.image} per image; 1 USD = ${PRICES.gbp} GBP`,
  );
  console.log(
    `${cards.length} cards × ${OPTIONS} options, then ${REGENERATES} regenerates of one option each (reasoning allowance ${REASONING} tokens an answer)`,
  );
  console.log(
    `words:   ${tally.words.calls} calls, ${tally.words.input} input + ${tally.words.output} output tokens; per card (3 options) $${words.toFixed(4)} = ${gbp(words)}`,
  );
  console.log(
    `artwork: ${tally.artwork.calls} calls, ${tally.artwork.images} images; per card (3 options) $${artwork.toFixed(4)} = ${gbp(artwork)}`,
  );
  console.log(`a card through the provider: $${(words + artwork).toFixed(4)} = ${gbp(words + artwork)} (fallbacks: ${tally.fallbacks})`);
  const first = avg(cards.map((c) => c.baseline));
  const last = avg(cards.map((c) => c.last));
  console.log(
    `input tokens of a call: last option of the first generate ${Math.round(first)} (baseline), ${REGENERATES}th regenerate ${Math.round(last)}: ${(last / first).toFixed(2)}×`,
  );
  const ok = last / first <= 1.5 && (words + artwork) * PRICES.gbp <= PRICES.budget;
  console.log(
    `goal: ${REGENERATES}th regenerate ≤ 1.5× the baseline's input, a card ≤ £${PRICES.budget.toFixed(2)}: ${ok ? 'met' : 'missed'}`,
  );
  return { ok };
}

function diff(a: Tally, b: Tally): Tally {
  return { calls: a.calls - b.calls, input: a.input - b.input, output: a.output - b.output, images: a.images - b.images };
}
