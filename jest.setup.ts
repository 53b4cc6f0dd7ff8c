import '@testing-library/jest-dom';
import { resetSiteStore } from 'shared/testing/site-store';

// Every test starts from a fresh site store and empty storage.
beforeEach(resetSiteStore);
