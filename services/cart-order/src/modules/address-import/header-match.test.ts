import { describe, expect, it } from '@jest/globals';
import { matchHeaders, missingColumns } from './header-match.js';

describe('header matching', () => {
  it('when a Google Contacts export is read, then its first address and e-mail fill the fields', () => {
    const google = [
      'Name',
      'Given Name',
      'Family Name',
      'E-mail 1 - Value',
      'Address 1 - Street',
      'Address 1 - City',
      'Address 1 - Region',
      'Address 1 - Postal Code',
      'Address 1 - Country',
      'Address 2 - Street',
    ];
    expect(matchHeaders(google)).toEqual([
      'name',
      'first_name',
      'last_name',
      'email',
      'line1',
      'city',
      'county',
      'postcode',
      'country',
      null,
    ]);
  });

  it('when an Outlook export is read, then the home address is used and the business one ignored', () => {
    const outlook = [
      'First Name',
      'Middle Name',
      'Last Name',
      'E-mail Address',
      'Home Street',
      'Home Street 2',
      'Home City',
      'Home State',
      'Home Postal Code',
      'Home Country/Region',
      'Business Street',
      'Business City',
    ];
    expect(matchHeaders(outlook)).toEqual([
      'first_name',
      'middle_name',
      'last_name',
      'email',
      'line1',
      'line2',
      'city',
      'county',
      'postcode',
      'country',
      null,
      null,
    ]);
  });

  it('when a hand-made sheet names its columns in its own case and spelling, then the synonyms match', () => {
    expect(
      matchHeaders(['NAME', 'address line 1', 'Address Line 2', 'Town / City', 'COUNTY', 'Post Code', 'e-mail', 'Salutation', 'Notes']),
    ).toEqual(['name', 'line1', 'line2', 'city', 'county', 'postcode', 'email', 'salutation', null]);
    expect(matchHeaders(['Full name', 'Street address', 'Town', 'Zip', 'Email address', 'Greeting'])).toEqual([
      'name',
      'line1',
      'city',
      'postcode',
      'email',
      'salutation',
    ]);
  });

  it('when a file has no name column or neither a postcode nor an e-mail column, then it is named', () => {
    expect(missingColumns(matchHeaders(['Street', 'Postcode']))).toMatch(/name column/);
    expect(missingColumns(matchHeaders(['Name', 'Street']))).toMatch(/"Postcode" or an "Email" column/);
    expect(missingColumns(matchHeaders(['Surname', 'Email']))).toBeNull();
  });
});
