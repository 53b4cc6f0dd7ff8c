/**
 * @jest-environment node
 */
import { describeRemoteSurface } from 'shared/testing/remote-surface';
import { exposes } from '../exposes';
import { pages } from '../pages';
import path from 'node:path';
import { describeExposedPagesRenderOnServer } from 'shared/testing/server-render';

describeExposedPagesRenderOnServer(__dirname);

describeRemoteSurface(pages, exposes, path.join(__dirname, '..', '..'));
