import { validateLead } from './validation';

test('valid entries come back trimmed', () => {
  const result = validateLead('enterprise-ai-demo', {
    name: ' Ada ',
    email: 'ada@example.com ',
    company: 'Engines',
    useCase: ' Search ',
  });
  expect(result).toEqual({
    success: true,
    data: { name: 'Ada', email: 'ada@example.com', company: 'Engines', useCase: 'Search' },
  });
});

test('issues become one message per field, and the first issue is named', () => {
  const result = validateLead('government-solution', {
    name: '',
    company: 'Agency',
    email: 'nope',
    governmentLevel: '',
    challenge: 'short',
  });
  expect(result).toEqual({
    success: false,
    errors: {
      name: 'Name is required',
      email: 'Invalid email address',
      governmentLevel: 'Please select a government level',
      challenge: 'Please provide at least 10 characters',
    },
    first: { field: 'name', message: 'Name is required' },
  });
});

test('a checkbox that must be ticked reports its message', () => {
  const result = validateLead('trial-request', {
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Engines',
    jobTitle: 'CTO',
    companySize: '1-50',
    industry: 'Other',
    howDidYouHear: '',
    hasKubernetes: 'no',
    kubernetesVersion: '',
    cloudProvider: 'Other',
    gpuResources: 'none',
    persistentStorage: 'none',
    ingressController: 'none',
    expectedUsers: '5',
    preferredLLMs: 'any',
    integrationNeeds: '',
    agreeToTerms: false,
  });
  expect(result).toMatchObject({
    success: false,
    first: { field: 'agreeToTerms', message: 'You must agree to the terms and privacy policy' },
  });
});
