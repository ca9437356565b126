/** The blog's three static articles (docs/product.md). */
export const ARTICLES = [
  {
    id: 'handwritten-cards',
    title: 'Why handwritten cards still matter',
    description: 'In a world of instant messages, a card that arrives by post says you took the time. Here is why it lands so differently.',
    datePublished: '2024-02-12',
    dateModified: '2025-01-20',
    body: [
      'A message on a phone is read in a second and scrolled away. A card is opened, read, read again and stood on a shelf. People keep cards for years — in drawers, in memory boxes, tucked into books — because a card is a small physical proof that someone thought of them.',
      'What makes a card feel handwritten is not the ink. It is the detail: the nickname only you use, the joke from last summer, the mention of the new job. Our cards start with those details, so the words read as if you wrote them yourself — and there is always room inside to add your own pen.',
      'Our tip: write the first line yourself, even if the rest is printed. "Dear Gran" in your handwriting above a printed verse makes the whole card yours.',
    ],
  },
  {
    id: 'personalised-cards',
    title: 'How to make a card truly personal',
    description: 'Names are a start. Here are five details that turn a nice card into the one they keep.',
    datePublished: '2024-05-03',
    dateModified: '2025-01-20',
    body: [
      'Use the name they are called, not the name on their passport. "Nana", "Big Sis" or "Coach" is warmer than a formal name.',
      'Mention one shared memory. A single line — "still the best paella in Valencia" — does more than a paragraph of general wishes.',
      'Match the tone to the person: playful for the friend who sends you memes, heartfelt for the aunt who cries at adverts. Our tone choices (from cheeky to sincere) do exactly this.',
      'Pick artwork that suits them — their favourite flowers, their dog, the colours of their football team — and add it in the details when you design the card.',
      'Finally, sign it the way you speak: "love you loads" beats "best regards" every time for family.',
    ],
  },
  {
    id: 'cards-for-any-occasion',
    title: 'The right card for any occasion',
    description: 'Birthdays and Christmas are easy. Here is what to send for the moments in between — and what to write.',
    datePublished: '2024-09-18',
    dateModified: '2025-01-20',
    body: [
      'New job or graduation: celebrate the effort, not only the result. Name the late nights and the courage it took.',
      'New home: wish them many happy evenings there, and invite yourself round for a cup of tea.',
      'Sympathy: keep it short and gentle. Share a memory of the person if you have one; otherwise "thinking of you" is enough.',
      'Thank you: be specific. "Thank you for driving me to the hospital at 3am" means far more than "thanks for everything".',
      'Just because: the card nobody expects is often the one they remember most.',
    ],
  },
] as const;
