import type { PersonaInput } from '@cards/contracts';

/** The voices a new shop opens with. */
export const PERSONAS: Array<PersonaInput & { slug: string }> = [
  {
    name: 'Warm',
    slug: 'warm',
    position: 10,
    active: true,
    description: 'Heartfelt and kind, like a note from a close friend.',
    tone_prompt:
      'Write warmly and sincerely, as a close friend or family member would. Use simple, heartfelt words, mention the recipient by name, and end on an affectionate note. Avoid clichés and exaggeration.',
  },
  {
    name: 'Witty',
    slug: 'witty',
    position: 20,
    active: true,
    description: 'Light-hearted and clever, with a gentle joke.',
    tone_prompt:
      'Write with light, clever humour: one gentle joke or playful twist suited to the occasion, never mean or crude. Keep it short, mention the recipient by name, and still land a genuine good wish.',
  },
  {
    name: 'Formal',
    slug: 'formal',
    position: 30,
    active: true,
    description: 'Polite and polished, right for colleagues and clients.',
    tone_prompt:
      'Write in a polite, polished and respectful register suitable for colleagues, clients or acquaintances. Use complete sentences, no slang or emoji, address the recipient by name, and close courteously.',
  },
  {
    name: 'Poetic',
    slug: 'poetic',
    position: 40,
    active: true,
    description: 'A short rhyming verse or lyrical lines.',
    tone_prompt:
      "Write a short verse of four to eight lines with a gentle rhythm and rhyme, imagery fitting the occasion, and the recipient's name woven in naturally. Keep it sincere rather than sentimental.",
  },
];
