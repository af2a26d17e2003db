export * from './mantineTheme';
