import { describe, expect, it } from '@jest/globals';
import { CreateAddressBody, UpdateAddressBody } from './address.js';

describe('address bodies', () => {
  it('when an update carries only is_default, then no other field is filled in, so the label and lines stay as saved', () => {
    expect(UpdateAddressBody.parse({ address: { is_default: true } })).toEqual({ address: { is_default: true } });
  });

  it('when an update renames only, then is_default is not reset to false', () => {
    expect(UpdateAddressBody.parse({ address: { label: ' Mum ' } }).address).toEqual({ label: 'Mum' });
  });

  it('when a new address leaves the optional fields out, then they get their defaults', () => {
    const a = CreateAddressBody.parse({
      address: { name: 'Jane Smith', line1: '4 Harbour Row', city: 'Edinburgh', postcode: 'eh1 1yz' },
    }).address;
    expect(a).toMatchObject({ line2: '', county: '', country: 'GB', label: '', is_default: false, postcode: 'EH1 1YZ' });
  });
});
