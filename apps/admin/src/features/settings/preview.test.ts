import { describe, expect, it } from 'vitest';
import { isLocalHost, previewTarget } from './preview';

const local = { hostname: '127.0.0.1', origin: 'http://127.0.0.1:18412' };
const remote = { hostname: 'admin.example.com', origin: 'https://admin.example.com' };

describe('member site preview', () => {
  it('opens the main domain, else the first domain, else nothing', () => {
    expect(previewTarget({ mainDomain: 'www.aurora.com', domains: ['a.com'] }, remote)?.url).toBe(
      'https://www.aurora.com/',
    );
    expect(previewTarget({ mainDomain: ' ', domains: ['a.com', 'b.com'] }, remote)?.url).toBe(
      'https://a.com/',
    );
    expect(previewTarget({ mainDomain: '', domains: [] }, remote)).toBeNull();
    expect(previewTarget({ mainDomain: 'http://x.com/home', domains: [] }, remote)?.url).toBe(
      'http://x.com/home',
    );
    expect(previewTarget({ mainDomain: 'localhost:5173', domains: [] }, local)?.url).toBe(
      'http://localhost:5173/',
    );
  });

  it('says when the address may not open from here, with this server when it serves the merchant', () => {
    const dev = previewTarget(
      { mainDomain: 'aurora-play.example', domains: ['localhost', '127.0.0.1'] },
      local,
    );
    expect(dev).toMatchObject({
      unreachable: true,
      local: 'http://127.0.0.1:18412/',
      host: 'aurora-play.example',
    });
    const publicFromLocal = previewTarget(
      { mainDomain: 'www.aurora.com', domains: ['www.aurora.com'] },
      local,
    );
    expect(publicFromLocal).toMatchObject({ unreachable: true, local: null });
    expect(previewTarget({ mainDomain: 'www.aurora.com', domains: [] }, remote)?.unreachable).toBe(false);
    expect(previewTarget({ mainDomain: 'site.test', domains: [] }, remote)?.unreachable).toBe(true);
    expect(previewTarget({ mainDomain: '', domains: ['localhost:8080'] }, local)?.unreachable).toBe(false);
  });

  it('knows local host names', () => {
    expect(['localhost', 'app.localhost', '127.0.0.1', '::1', '[::1]'].every(isLocalHost)).toBe(true);
    expect(['example.com', '10.0.0.1', '128.0.0.1'].some(isLocalHost)).toBe(false);
  });
});
