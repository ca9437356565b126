import type { EventInput } from '@cards/contracts';

/** The occasions a new shop opens with. Seeding never overwrites an admin's edits. */
export const OCCASIONS: Array<EventInput & { slug: string }> = [
  { name: 'Birthday', slug: 'birthday', icon: '🎂', description: 'Another trip around the sun, celebrated properly.', position: 10, active: true },
  { name: 'Anniversary', slug: 'anniversary', icon: '💞', description: 'For the years together and the ones to come.', position: 20, active: true },
  { name: 'Wedding', slug: 'wedding', icon: '💍', description: 'Congratulations to the happy couple.', position: 30, active: true },
  { name: 'Thank You', slug: 'thank-you', icon: '🙏', description: 'Say thanks in your own words.', position: 40, active: true },
  { name: 'Sympathy', slug: 'sympathy', icon: '🕊️', description: 'Gentle words for a difficult time.', position: 50, active: true },
  { name: 'Christmas', slug: 'christmas', icon: '🎄', description: 'Season’s greetings, made personal.', position: 60, active: true, season_start: '10-15', season_end: '12-26' },
  { name: 'New Baby', slug: 'new-baby', icon: '🍼', description: 'Welcome the newest arrival.', position: 70, active: true },
  { name: 'Get Well', slug: 'get-well', icon: '🌻', description: 'Wishing a speedy recovery.', position: 80, active: true },
  { name: 'Congratulations', slug: 'congratulations', icon: '🎉', description: 'New job, new home, exams passed: well done.', position: 90, active: true },
  { name: "Mother's Day", slug: 'mothers-day', icon: '💐', description: 'For the mums and the mother figures.', position: 100, active: true, season_start: '02-15', season_end: '03-31' },
  { name: "Father's Day", slug: 'fathers-day', icon: '👔', description: 'For dads, grandads and father figures.', position: 110, active: true, season_start: '05-15', season_end: '06-30' },
  { name: "Valentine's Day", slug: 'valentines-day', icon: '❤️', description: 'Love notes, sweet or silly.', position: 120, active: true, season_start: '01-10', season_end: '02-15' },
  { name: 'Graduation', slug: 'graduation', icon: '🎓', description: 'Caps off to the graduate.', position: 130, active: true },
  { name: 'Retirement', slug: 'retirement', icon: '🏖️', description: 'Here’s to the next chapter.', position: 140, active: true },
];
