/**
 * @jest-environment node
 */
import { describeExposedPagesRenderOnServer } from 'shared/testing/server-render';

describeExposedPagesRenderOnServer(__dirname);
