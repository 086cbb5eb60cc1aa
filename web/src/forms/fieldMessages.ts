/** Texts that the fields of every form share: marks, the empty choice, number, address and photo rules. */
export const fieldMessages = {
  required: '(obrigatório)',
  selectPlaceholder: 'Selecione',
  negative: 'O valor não pode ser negativo.',
  integer: 'Informe um número inteiro.',
  decimal: 'Informe um número, com vírgula para os decimais.',
  zipCode: 'Informe um CEP com 8 dígitos.',
  state: 'Informe a sigla do estado com 2 letras.',
  phone: 'Informe o telefone com DDD: (##) #####-####.',
  email: 'Por favor, insira um e-mail válido.',
  photoType: 'Apenas arquivos JPG/PNG são permitidos.',
  photoSize: 'Cada imagem deve ter no máximo 15MB.',
  maxOtherPhotos: 'Adicione no máximo 19 fotos adicionais.',
  photoBytes: (megabytes: string) => `${megabytes} MB`,
  progressLabel: 'Progresso do envio',
  progressText: (percent: number) => `${percent}% enviado`,
} as const;
