import { describe, expect, it } from '@jest/globals';
import { redactUrl } from './request-log.js';

describe('redactUrl', () => {
  it('when a URL carries a one-time token, then the log and trace see it replaced', () => {
    expect(redactUrl('/confirmation?confirmation_token=abc123')).toBe('/confirmation?confirmation_token=[redacted]');
    expect(redactUrl('/payment_session?session_id=cs_1&startGenerating=true')).toBe(
      '/payment_session?session_id=[redacted]&startGenerating=true',
    );
  });
  it('when a URL has ordinary parameters, then it is unchanged', () => {
    expect(redactUrl('/events?page=2&search=birthday')).toBe('/events?page=2&search=birthday');
  });
});
