import { describe, expect, it } from '@jest/globals';
import { writeOption } from './card-writer.js';
import { TONES } from './phrases.js';
import { formProblems, VOICES, voiceOf } from './voices.js';

const PERSONAS = {
  warm: null,
  funny: { slug: 'witty', name: 'Witty', tone_prompt: 'Light and funny' },
  formal: { slug: 'formal', name: 'Formal', tone_prompt: '' },
  poetic: { slug: 'poetic', name: 'Poetic', tone_prompt: 'In verse' },
} as const;

describe('voices: lengths and forms declared once', () => {
  it('when the offline writer writes in each voice, then its words keep that voice’s length, greeting, sign-off and form', async () => {
    for (const tone of TONES) {
      const persona = PERSONAS[tone];
      expect(voiceOf(persona).tone).toBe(tone);
      for (const option of [0, 1, 2]) {
        const brief = {
          instanceId: 20 + option,
          version: 1,
          cardId: 3,
          option,
          occasion: { slug: 'birthday', name: 'Birthday' },
          persona,
          recipient_name: 'Sam',
          sender_name: 'Alex',
          details: 'loves gardening, moved to Leeds',
        };
        const { words } = await writeOption(brief);
        expect({ tone, option, problems: formProblems(words, brief) }).toEqual({ tone, option, problems: [] });
      }
    }
  });

  it('when a message is six words, unsigned and unnamed, then each broken rule is named in plain words', () => {
    const brief = { persona: null, recipient_name: 'Sam', sender_name: 'Alex' };
    const problems = formProblems({ front: 'Hi', inside: 'Happy birthday, hope it is great.' }, brief);
    expect(problems).toEqual(
      expect.arrayContaining([
        'the message does not open with a greeting line to Sam',
        "the message does not end with the sender's name (Alex) on its own line",
        expect.stringMatching(/^the message is \d+ words; the warm voice needs at least 30$/),
      ]),
    );
    expect(formProblems({ front: 'Hi', inside: 'Dear Jo,\n\nHappy birthday.\n\nLove,\nAlex' }, brief)).toContain(
      'the greeting does not name Sam',
    );
  });

  it('when the poetic voice answers in prose, then the missing verse is named; its curated examples keep the form', () => {
    const poet = { persona: PERSONAS.poetic, recipient_name: 'Priya', sender_name: 'Tom' };
    const prose = `My dearest Priya,\n\n${'Happy anniversary to the one I love most in the world. '.repeat(4)}\n\nForever yours,\nTom`;
    expect(formProblems({ front: 'x', inside: prose }, poet)).toContain('the poetic voice asks for a verse of at least 4 short lines');
    expect(formProblems(VOICES.poetic.examples[0]!, poet)).toEqual([]);
  });
});
