/** Shown before the catalogue answers (and in the pre-rendered HTML) so the page is never empty. */
export const FALLBACK_OCCASIONS = [
  { slug: 'birthday', name: 'Birthday', icon: '🎂', description: 'Another trip around the sun' },
  { slug: 'anniversary', name: 'Anniversary', icon: '💞', description: 'Years worth celebrating' },
  { slug: 'wedding', name: 'Wedding', icon: '💍', description: 'For the happy couple' },
  { slug: 'thank-you', name: 'Thank You', icon: '💐', description: 'Say it properly' },
  { slug: 'sympathy', name: 'Sympathy', icon: '🕊️', description: 'Gentle words that help' },
  { slug: 'new-baby', name: 'New Baby', icon: '👶', description: 'Welcome to the world' },
  { slug: 'christmas', name: 'Christmas', icon: '🎄', description: 'Season’s greetings' },
  { slug: 'congratulations', name: 'Congratulations', icon: '🎉', description: 'Well done, you' },
];
