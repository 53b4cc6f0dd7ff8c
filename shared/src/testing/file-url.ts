// Stands in for an imported image in jest (see jest.config.js): any URL will do.
export default '/assets/test-image.svg';
