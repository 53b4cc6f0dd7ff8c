import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteApps, shellApp } from 'shared/remotes';
import { writeLive } from '../folder/live';
import { servedFolder } from '../folder/served-folder';
import { nginxConfig, nginxSiteEnv, writeNginxSite } from './site';
import { releasesOriginVariable } from '../../core/serving-config';

const id = '20261125T070000Z-1';
const env = {
  SITE_URL: 'http://127.0.0.1:18080',
  API_UPSTREAM: 'http://127.0.0.1:13010',
  ...Object.fromEntries(
    remoteApps.map((app, index) => [releasesOriginVariable(app.pkg), `http://127.0.0.1:1808${index + 1}`]),
  ),
};

let folder = '';
let store = '';

/** A store whose every app has one live release, with the files the configuration reads. */
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
  store = path.join(folder, 'store');
  const now = new Date().toISOString();
  for (const app of [shellApp, ...remoteApps]) mkdirSync(path.join(store, app.pkg, id), { recursive: true });
  writeFileSync(path.join(store, shellApp.pkg, id, shellApp.pageStarter), '(()=>{start()})();');
  writeLive(store, {
    apps: Object.fromEntries(
      [shellApp, ...remoteApps].map((app) => [app.pkg, { live: id, previous: null, since: now }]),
    ),
  });
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('the site needs its origins, and the api defaults to the shell’s /api/', () => {
  expect(() => nginxSiteEnv({})).toThrow('SITE_URL');
  expect(() => nginxSiteEnv({ SITE_URL: 'http://127.0.0.1:18080' })).toThrow('RELEASES_URL_MFE_MARKETING');
  expect(nginxSiteEnv(env)).toMatchObject({
    FORM_ENDPOINT: 'http://127.0.0.1:18080/api/forms',
    BLOG_API_URL: 'http://127.0.0.1:18080',
  });
});

test('the live set is written in: the run-time configuration, the shell’s folder, each remote', () => {
  const conf = nginxConfig({ store: servedFolder(store), siteDir: path.join(folder, 'site'), env });
  expect(conf).toContain(`/mf-manifest.json`);
  expect(conf).toContain(`http://127.0.0.1:18084/${id}/mf-manifest.json`);
  expect(conf).toContain(`/shell/${id}/app.html =404;`);
  expect(conf).toContain('listen 127.0.0.1:18084;');
  expect(conf).toContain('proxy_pass http://127.0.0.1:13010;');
  expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  expect(conf).toContain('location = /terms { return 301 /terms-of-service; }');
});

test('an https origin needs a certificate', () => {
  expect(() =>
    nginxConfig({ store: servedFolder(store), siteDir: folder, env: { ...env, SITE_URL: 'https://www.example.com' } }),
  ).toThrow('TLS_CERTIFICATE');
});

test('nginx accepts the configuration (nginx -t)', () => {
  const siteDir = path.join(folder, 'site');
  const conf = writeNginxSite({ store: servedFolder(store), siteDir, env });
  expect(() => execFileSync('nginx', ['-t', '-q', '-p', siteDir, '-c', conf], { stdio: 'pipe' })).not.toThrow();
});
