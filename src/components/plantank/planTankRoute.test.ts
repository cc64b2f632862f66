import { describe, expect, it } from 'vitest';
import { planTankPath, planTankRoute, shareUrl, type PlanTankRoute } from './planTankRoute';

describe('Plan Tank routes, read and written', () => {
  it('reads each screen from a hash, a router path or a whole URL', () => {
    expect(planTankRoute('#/plantank')).toEqual({ screen: 'continue' });
    expect(planTankRoute('#plantank/')).toEqual({ screen: 'continue' });
    expect(planTankRoute('/plantank/levels')).toEqual({ screen: 'levels' });
    expect(planTankRoute('#/plantank/levels/')).toEqual({ screen: 'levels' });
    expect(planTankRoute('#/plantank/play/pt-01')).toEqual({ screen: 'play', levelId: 'pt-01' });
    expect(planTankRoute('#/plantank/demo')).toEqual({ screen: 'demo' });
    expect(planTankRoute('#/plantank/design')).toEqual({ screen: 'design' });
    expect(planTankRoute('#/plantank/design/mine-1')).toEqual({ screen: 'design', id: 'mine-1' });
    expect(planTankRoute('https://example.com/app/?x=1#/plantank/share/1~pt-01~_F-----')).toEqual({ screen: 'share', code: '1~pt-01~_F-----' });
  });

  it('matches its words in any case, as the router does', () => {
    expect(planTankRoute('#/PlanTank/LEVELS')).toEqual({ screen: 'levels' });
    expect(planTankRoute('#/plantank/Share/1~a~_F-----')).toEqual({ screen: 'share', code: '1~a~_F-----' });
  });

  it('keeps a share code as written (its escapes) and decodes a level id, leaving one that does not decode', () => {
    expect(planTankRoute('#/plantank/share/1~a%7Eb~_F-----~xyz')).toEqual({ screen: 'share', code: '1~a%7Eb~_F-----~xyz' });
    expect(planTankRoute('#/plantank/play/pt%2D01')).toEqual({ screen: 'play', levelId: 'pt-01' });
    expect(planTankRoute('#/plantank/play/%E0%A4%A')).toEqual({ screen: 'play', levelId: '%E0%A4%A' });
    expect(planTankRoute('#/plantank/levels?from=home')).toEqual({ screen: 'levels' });
  });

  it('names an address under #/plantank with no screen unknown, and one outside Plan Tank null', () => {
    for (const address of ['#/plantank/nope', '#/plantank/play', '#/plantank/play/a/b', '#/plantank/levels/3', '#/plantank//levels', '#/plantank/share']) {
      expect(planTankRoute(address), address).toEqual({ screen: 'unknown' });
    }
    for (const address of ['', '#/', '#/tetris', '#/plantanks', '/popstar/plantank/levels', 'https://example.com/plantank/levels', '{"Colors": []}']) {
      expect(planTankRoute(address), address).toBeNull();
    }
  });

  it('writes each screen back as the path it reads', () => {
    const routes: Exclude<PlanTankRoute, { screen: 'unknown' }>[] = [
      { screen: 'continue' },
      { screen: 'levels' },
      { screen: 'play', levelId: 'pt-01' },
      { screen: 'play', levelId: 'a/b c~?' },
      { screen: 'share', code: '1~a%7Eb~_F-----' },
      { screen: 'demo' },
      { screen: 'design' },
      { screen: 'design', id: 'mine 1/2' },
    ];
    for (const route of routes) {
      expect(planTankRoute(planTankPath(route)), planTankPath(route)).toEqual(route);
      expect(planTankRoute(`#${planTankPath(route)}`)).toEqual(route);
    }
    expect(planTankPath({ screen: 'levels' })).toBe('/plantank/levels');
  });

  it('makes the URL of a share code on this page', () => {
    expect(shareUrl('1~pt-01~_F-----', { origin: 'https://example.com', pathname: '/bricks/' })).toBe('https://example.com/bricks/#/plantank/share/1~pt-01~_F-----');
    expect(planTankRoute(shareUrl('1~x~_F-----'))).toEqual({ screen: 'share', code: '1~x~_F-----' });
  });
});
