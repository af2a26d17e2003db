import { Anchor } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

export function BackToServices() {
  return (
    <Anchor component={Link} to="/services" fw={600} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <ArrowLeft size={16} aria-hidden />
      Back to Services
    </Anchor>
  );
}
