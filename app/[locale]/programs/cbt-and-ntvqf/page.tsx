import { simplePage } from '@/components/page/simple-page';
import { ComingSoon } from '@/components/page/coming-soon';

const page = simplePage('programsCbtNtvqf', ComingSoon);
export const generateMetadata = page.generateMetadata;
export default page.Page;
