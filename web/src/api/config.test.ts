import { describe, expect, it } from '@jest/globals';
import { apiBaseUrl, cableUrl } from './config';

describe('the API base URL', () => {
  it('when /config.js names the API, then that wins', () => {
    expect(apiBaseUrl({ protocol: 'http:', hostname: 'localhost' }, { apiUrl: 'http://127.0.0.1:4000/' })).toBe('http://127.0.0.1:4000');
  });
  it('when the site runs on the production host, then the production API is used', () => {
    expect(apiBaseUrl({ protocol: 'https:', hostname: 'www.greeting-cards.co.uk' }, {})).toBe('https://api.greeting-cards.co.uk');
  });
  it('when the site runs anywhere else, then the same host on port 3000 is used', () => {
    expect(apiBaseUrl({ protocol: 'http:', hostname: 'shop.local' }, {})).toBe('http://shop.local:3000');
  });
  it('when the API is secure, then the socket is too', () => {
    expect(cableUrl('https://api.example.com')).toBe('wss://api.example.com/ws');
    expect(cableUrl('http://localhost:3000')).toBe('ws://localhost:3000/ws');
  });
});
