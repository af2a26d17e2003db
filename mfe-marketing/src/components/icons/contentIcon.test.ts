import { Award, CheckCircle, Clock, Globe, GraduationCap, Shield, TrendingUp, Users, Zap } from 'lucide-react';
import { contentIcon, fallbackIcon } from './contentIcon';

describe('contentIcon', () => {
  it.each([
    ['Shield', Shield],
    ['Zap', Zap],
    ['Globe', Globe],
    ['GraduationCap', GraduationCap],
    ['Award', Award],
    ['CheckCircle', CheckCircle],
    ['Clock', Clock],
    ['Users', Users],
    ['TrendingUp', TrendingUp],
  ])('maps %s to the lucide icon of that name', (name, icon) => {
    expect(contentIcon(name)).toBe(icon);
  });

  it('falls back for unknown, missing or prototype names', () => {
    expect(contentIcon('Rocketship')).toBe(fallbackIcon);
    expect(contentIcon(undefined)).toBe(fallbackIcon);
    expect(contentIcon('')).toBe(fallbackIcon);
    expect(contentIcon('toString')).toBe(fallbackIcon);
  });

  it('tolerates stray whitespace around a known name', () => {
    expect(contentIcon(' Shield ')).toBe(Shield);
  });
});
