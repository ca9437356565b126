import { describe, expect, it } from '@jest/globals';
import type { NetworkInterfaceInfo } from 'node:os';
import { shopAddresses } from '../src/shop-addresses.js';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({ address, family, internal }) as NetworkInterfaceInfo;
const interfaces = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
  eth0: [nic('192.168.1.20', 'IPv4'), nic('fe80::1c2d:3eff:fe4f:5a6b', 'IPv6'), nic('fd00::2', 'IPv6')],
};

describe('the addresses make start prints', () => {
  it('when the shop runs outside production, then it lists the configured address first, then loopback, the host name and each network address', () => {
    const c = { PUBLIC_WEB_URL: 'http://localhost:8080', NODE_ENV: 'development', WEB_PORT: 8080 };
    expect(shopAddresses(c, interfaces, 'MyBox')).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://mybox:8080',
      'http://192.168.1.20:8080',
      'http://[fd00::2]:8080',
    ]);
  });

  it('when the shop runs in production, then only the configured address is printed', () => {
    const c = { PUBLIC_WEB_URL: 'https://shop.example.com', NODE_ENV: 'production', WEB_PORT: 8080 };
    expect(shopAddresses(c, interfaces, 'mybox')).toEqual(['https://shop.example.com']);
  });
});
