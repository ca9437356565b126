import { describe, expect, it } from '@jest/globals';
import { apiBaseUrl, apiUrl, cableUrl } from './config';

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

describe('URLs of what the API serves', () => {
  const opened127 = { apiUrl: 'http://127.0.0.1:3000', publicApiUrl: 'http://localhost:3000' };
  it('when the server wrote its configured API origin and the page talks to another address, then the URL follows the page', () => {
    expect(apiUrl('http://localhost:3000/assets/a.webp', opened127)).toBe('http://127.0.0.1:3000/assets/a.webp');
  });
  it('when a path or a foreign URL is given, then the path is made absolute and the foreign URL is kept', () => {
    expect(apiUrl('/card_instances/1.pdf', opened127)).toBe('http://127.0.0.1:3000/card_instances/1.pdf');
    expect(apiUrl('https://cdn.example.com/a.png', opened127)).toBe('https://cdn.example.com/a.png');
    expect(apiUrl('http://localhost:30001/a.png', opened127)).toBe('http://localhost:30001/a.png');
    expect(apiUrl(null, opened127)).toBeUndefined();
  });
});
