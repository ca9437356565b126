/**
 * Shown before the catalogue answers (and in the pre-rendered HTML) so the page is never empty: the
 * first eight occasions a new shop opens with, as the catalogue's seed names them, so the page does not
 * change its icons or words when the catalogue answers.
 */
export const FALLBACK_OCCASIONS = [
  { slug: 'birthday', name: 'Birthday', icon: '🎂', description: 'Another trip around the sun, celebrated properly.' },
  { slug: 'anniversary', name: 'Anniversary', icon: '💞', description: 'For the years together and the ones to come.' },
  { slug: 'wedding', name: 'Wedding', icon: '💍', description: 'Congratulations to the happy couple.' },
  { slug: 'thank-you', name: 'Thank You', icon: '🙏', description: 'Say thanks in your own words.' },
  { slug: 'sympathy', name: 'Sympathy', icon: '🕊️', description: 'Gentle words for a difficult time.' },
  { slug: 'christmas', name: 'Christmas', icon: '🎄', description: 'Season’s greetings, made personal.' },
  { slug: 'new-baby', name: 'New Baby', icon: '🍼', description: 'Welcome the newest arrival.' },
  { slug: 'get-well', name: 'Get Well', icon: '🌻', description: 'Wishing a speedy recovery.' },
];
