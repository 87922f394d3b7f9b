package dev.arbiter.report;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.SplittableRandom;

import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The report's PNG encoder writes the very bytes ImageIO's PNG writer writes for the same image (so plots keep their
 * names, which are hashes of their bytes), for a real plot and for images whose compressed data fill several
 * {@code IDAT} chunks, and the file decodes to the image's pixels.
 */
class PngEncoderTest {

    private static byte[] imageIo(BufferedImage image) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(ImageIO.write(image, "png", out)).isTrue();
        return out.toByteArray();
    }

    private static void assertSamePixels(BufferedImage expected, byte[] png) throws Exception {
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(decoded.getWidth()).isEqualTo(expected.getWidth());
        assertThat(decoded.getHeight()).isEqualTo(expected.getHeight());
        int w = expected.getWidth();
        int h = expected.getHeight();
        assertThat(decoded.getRGB(0, 0, w, h, null, 0, w)).isEqualTo(expected.getRGB(0, 0, w, h, null, 0, w));
    }

    @Test
    void aPlotIsEncodedToTheBytesOfImageIoAndDecodesToItsPixels() throws Exception {
        XYChart chart = Charts.xy(Charts.WIDE, Charts.TALL, "title", "x", "y");
        Charts.line(chart, "a", new double[] {0, 1, 2, 3}, new double[] {1, 3, 2, 5}, Charts.colour(0), 2f, true);
        Charts.band(chart, "a 95%", new double[] {0, 1, 2, 3}, new double[] {0, 2, 1, 4}, new double[] {2, 4, 3, 6},
                Charts.colour(0), false);
        BufferedImage image = BitmapEncoder.getBufferedImage(chart);

        byte[] png = PngEncoder.encode(image);

        assertThat(png).isEqualTo(imageIo(image));
        assertSamePixels(image, png);
    }

    @Test
    void noiseThatFillsSeveralDataChunksIsEncodedToTheBytesOfImageIo() throws Exception {
        BufferedImage image = new BufferedImage(300, 200, BufferedImage.TYPE_INT_RGB);
        SplittableRandom random = new SplittableRandom(7);
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                image.setRGB(x, y, random.nextInt(1 << 24));
            }
        }

        byte[] png = PngEncoder.encode(image);

        assertThat(png.length).as("over five 32 KiB IDAT chunks").isGreaterThan(5 * 32_768);
        assertThat(png).isEqualTo(imageIo(image));
        assertSamePixels(image, png);
    }

    @Test
    void aOnePixelImageIsEncodedToTheBytesOfImageIo() throws Exception {
        BufferedImage image = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        image.setRGB(0, 0, new Color(0x4E79A7).getRGB());

        assertThat(PngEncoder.encode(image)).isEqualTo(imageIo(image));
    }

    @Test
    void anImageWithAlphaIsRefused() {
        BufferedImage image = new BufferedImage(2, 2, BufferedImage.TYPE_INT_ARGB);

        assertThatThrownBy(() -> PngEncoder.encode(image)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("TYPE_INT_RGB");
    }
}
