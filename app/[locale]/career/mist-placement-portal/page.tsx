import { simplePage } from '@/components/page/simple-page';

const page = simplePage('careerPlacementPortal');
export const generateMetadata = page.generateMetadata;
export default page.Page;
