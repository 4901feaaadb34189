import { describe, expect, it } from 'vitest';
import { storedFileUrl } from '../app/lib/stored-file';

describe('storedFileUrl', () => {
  const config = { apiBasePath: '/jeecg-boot', staticDomain: '' };

  it('serves stored paths through the API file route by default', () => {
    expect(storedFileUrl(config, 'avatar/20261123/ab.png')).toBe('/jeecg-boot/sys/common/static/avatar/20261123/ab.png');
  });

  it('puts the configured static domain in front', () => {
    expect(storedFileUrl({ ...config, staticDomain: 'https://files.example.com/' }, '/avatar/a.png')).toBe('https://files.example.com/avatar/a.png');
  });

  it('leaves a full URL as it is', () => {
    expect(storedFileUrl(config, 'https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(storedFileUrl(config, 'HTTP://cdn.example.com/x.png')).toBe('HTTP://cdn.example.com/x.png');
  });
});
