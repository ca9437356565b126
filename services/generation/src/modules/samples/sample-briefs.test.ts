import { describe, expect, it } from '@jest/globals';
import { writeOption } from '@cards/card-words';
import { questionsFor } from '@cards/card-words/playbooks';
import { SAMPLES, sampleAnswers } from './sample-briefs.js';

const PERSONA: Record<string, string> = { warm: 'warm', funny: 'witty', formal: 'formal', poetic: 'poetic' };

describe('the public sample cards', () => {
  it('when the samples are seeded, then each answers only questions the form asks for its occasion and relationship, as the form words them', () => {
    for (const s of SAMPLES) {
      const asked = questionsFor({ occasion: { slug: s.occasion, name: s.occasion }, relationship: s.relationship });
      const answers = sampleAnswers(s);
      expect(answers.length).toBeGreaterThanOrEqual(2);
      for (const a of answers)
        expect(asked).toContainEqual(expect.objectContaining({ id: a.question_id, prompt: a.question, role: a.role }));
    }
  });

  it('when a sample answers a question its playbook does not have, then seeding says which', () => {
    expect(() => sampleAnswers({ ...SAMPLES[0]!, answers: { 'birthday.favourite_band': 'Blondie' } })).toThrow(/birthday\.favourite_band/);
  });

  it("when the samples' words are written, then each option uses the sender's own answers", async () => {
    for (const [i, s] of SAMPLES.entries()) {
      const answers = sampleAnswers(s);
      const words = (
        await writeOption({
          instanceId: 900 + i,
          version: 1,
          occasion: { slug: s.occasion, name: s.occasion },
          persona: { slug: PERSONA[s.tone]!, name: s.tone, tone_prompt: '' },
          recipient_name: s.recipient,
          sender_name: s.sender,
          details: s.details ?? '',
          relationship: s.relationship,
          answers,
        })
      ).words;
      // A free-text answer's telling word (the longest) is in the words, in some form.
      const telling = answers
        .filter((a) => !/^(yes|no)$/.test(a.text))
        .map((a) =>
          a.text
            .split(/\W+/)
            .sort((x, y) => y.length - x.length)[0]!
            .toLowerCase()
            .slice(0, 6),
        );
      expect({ sample: s.recipient, used: telling.some((w) => words.inside.toLowerCase().includes(w)) }).toEqual({
        sample: s.recipient,
        used: true,
      });
      expect(words.inside).toContain(s.recipient);
    }
  });
});
